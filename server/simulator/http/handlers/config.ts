/** The SDK's start-up call (docs/protocol.md#access-token); the 2FA token flow is off in the simulator. */
export function getApiConfig() {
  return { token_check_enabled: false };
}
