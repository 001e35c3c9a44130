import { readdirSync } from 'node:fs';
import path from 'node:path';

// Import boundaries of docs/architecture.md#imports, for eslint.config.js: contracts <- lib/components
// <- features <- app; features never import each other; the BFF's folders import one way; only the
// simulator and e2e import the simulator; production code never imports test code.
const root = path.join(import.meta.dirname, '..', '..');

// Every folder under src/features is a feature, so a new one is fenced in the day it appears.
const featureNames = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Test code: tests, their fakes and kits. Production code may not import it, even before the
// fakes move into testing/ folders.
export const testCode = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/test-support/**',
  '**/fake-*.ts',
  '**/*-test-kit.ts',
];

function serverFoldersExcept(name) {
  return readdirSync(path.join(root, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== name)
    .map((entry) => `./server/${entry.name}`);
}

// Programs and layers: hold for every file, tests included.
export const programZones = [
  {
    target: './src/market',
    from: './src',
    except: ['./market'],
    message: 'src/market, the rules every program shares, imports nothing but itself and libraries.',
  },
  {
    target: './src/market',
    from: ['./server', './e2e', './build'],
    message: 'src/market, the rules every program shares, imports nothing but itself and libraries.',
  },
  {
    target: './src/contracts',
    from: './src',
    except: ['./contracts', './market'],
    message: "Contracts import nothing but contracts and the market's rules.",
  },
  { target: './src/contracts', from: ['./server', './e2e'], message: 'Contracts import nothing but contracts.' },
  {
    target: './src',
    from: ['./server', './e2e'],
    message: 'The SPA talks to the BFF over HTTP and /mqtt, never by import.',
  },
  {
    target: './server',
    from: './src',
    except: ['./contracts', './market'],
    message: "The BFF shares only src/contracts and the market's rules (src/market) with the SPA.",
  },
  { target: './server', from: './e2e', message: 'The BFF never imports e2e code.' },
  {
    target: './e2e',
    from: './src',
    except: ['./contracts', './market', './lib/format-decimal.ts'],
    message: "e2e reads the contracts, the market's rules and the SPA's decimal formatter, nothing else of the SPA.",
  },
  {
    target: './e2e',
    from: './server',
    // The raw-request corpus and its TCP client: test tooling the server tests share, no BFF code.
    except: ['./simulator', './signing', './testing/raw-request-corpus.ts', './testing/raw-exchange.ts'],
    message:
      'e2e drives the simulator (signing its requests) and reaches the BFF over HTTP only (the raw-request corpus aside).',
  },
  { target: './src/lib', from: ['./src/components', './src/api', './src/features', './src/app'] },
  { target: './src/components', from: ['./src/api', './src/features', './src/app'] },
  // Queries more than one feature reads: built on lib and contracts only, so any feature may use them.
  { target: './src/api', from: ['./src/components', './src/features', './src/app'] },
  { target: './src/features', from: './src/app' },
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; src/app composes them.',
  })),
  // The BFF starts the simulator as a child process and talks to it over loopback.
  {
    target: ['./src', './server/*.ts', ...serverFoldersExcept('simulator')],
    from: './server/simulator',
    message: 'Only the simulator itself and e2e import the simulator.',
  },
  {
    target: './server/simulator',
    from: './server',
    except: ['./simulator', './signing', './protocol'],
    message:
      'The simulator verifies with server/signing, encodes with server/protocol and imports nothing else of the BFF.',
  },
  // The wire schemas both server programs read: a leaf, so either may import it.
  { target: './server/protocol', from: './server', except: ['./protocol'], message: 'server/protocol is a leaf.' },
  {
    target: './server/signing',
    from: './server',
    except: ['./signing'],
    message: 'Signing is pure: nothing of the project.',
  },
  { target: './server/signing', from: './src', message: 'Signing is pure: nothing of the project.' },
];

// The BFF's folders, for production files only: tests compose the whole app on purpose.
export const serverZones = [
  {
    target: './server/shared',
    from: './server',
    except: ['./shared'],
    message:
      'server/shared (the clock, the browser error and input parsing) is a leaf: every BFF folder may import it.',
  },
  {
    target: './server/config',
    from: './server',
    except: ['./config', './shared', './signing/algorithms.ts'],
    message: 'Config reads the environment and imports only the signature algorithm names.',
  },
  {
    target: './server/session',
    from: './server',
    except: ['./session', './shared'],
    message: 'Session imports only server/shared.',
  },
  {
    target: './server/routes',
    from: './server',
    except: ['./routes', './shared', './upstream', './session', './alerts/alert-service.ts'],
    message: "Routes use upstream, session, server/shared and the alert service's interface.",
  },
  {
    target: './server/relay',
    from: './server',
    except: ['./relay', './shared', './upstream', './session', './alerts/alert-service.ts'],
    message: "The relay uses upstream, session, server/shared and the alert service's interface.",
  },
  {
    target: './server/store',
    from: './server',
    except: ['./store', './shared', './config/config.ts'],
    message: 'The store imports only the types of server/config/config.ts: no routes, upstream or relay.',
  },
  {
    target: './server/alerts',
    from: './server',
    except: [
      './alerts',
      './shared',
      './store/alert-store.ts',
      './upstream/stream/market-feed.ts',
      './upstream/market-data/symbol-directory.ts',
    ],
    message:
      "Alerts use server/shared, the alert store's interface, the MarketFeed interface and the symbol directory only.",
  },
  {
    target: './server/upstream',
    from: './server',
    except: ['./upstream', './shared', './signing', './protocol', './store/order-journal.ts'],
    message: "Upstream uses signing, the wire schemas and the order journal's interface only.",
  },
  // server/upstream by concern: client is the base, the others build on it (docs/architecture.md#imports).
  .../** @type {[string, string[]][]} */ ([
    ['client', []],
    ['market-data', ['client']],
    ['research', ['client', 'market-data']],
    ['trading', ['client']],
    ['stream', ['client', 'market-data', 'broker.ts']],
    ['paper', []],
  ]).map(([folder, uses]) => ({
    target: `./server/upstream/${folder}`,
    from: './server/upstream',
    except: [`./${folder}`, ...uses.map((name) => `./${name}`)],
    message: `server/upstream/${folder} may import ${uses.length === 0 ? 'no other upstream folder' : uses.join(' and ')} only.`,
  })),
  {
    target: ['./src/**', './server/**'],
    from: testCode.map((glob) => path.join(root, '{src,server}', glob)),
    message: 'Production code never imports tests, fakes or test kits.',
  },
];
