/** The SDK's start-up call (api-reference 4.9); the 2FA token flow is off in the simulator. */
export function getApiConfig() {
  return { token_check_enabled: false };
}
