import type { BudgetStatus } from '../contracts/budget';
import type { FeedStatus } from '../contracts/stream';
import type { TokenStatus } from '../contracts/token';
import type { LinkState } from './live-transport';

/** The call budget as last relayed, and when this tab received it (its own clock, ms). */
export type BudgetView = { status: BudgetStatus; receivedAt: number };

/** The second-factor token as last relayed, and when this tab received it (its own clock, ms). */
export type TokenView = { status: TokenStatus; receivedAt: number };

/** The tab's link to the relay and the relay's word on the upstream feed. */
export type FeedView = { link: LinkState; everOnline: boolean; feed: FeedStatus | null };

/** When the live store publishes: once per animation frame in a browser (./browser-frames.ts). */
export type FrameScheduler = { request: (callback: () => void) => number; cancel: (handle: number) => void };
