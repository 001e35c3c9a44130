import { text } from 'node:stream/consumers';
import { signFromJson } from './sign-input';

// `npm run --silent sign < request.json`: prints {"canonical","encoded","signature"}; exit 2 on bad input.
const result = signFromJson(await text(process.stdin));
if (result.ok) {
  process.stdout.write(`${JSON.stringify(result.parts)}\n`);
} else {
  process.stderr.write(`sign: ${result.message}\n`);
  process.exitCode = 2;
}
