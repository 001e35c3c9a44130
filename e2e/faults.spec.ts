import { expect, test } from './support/fixtures';
import { controlSimulator } from './support/sim-client';

test.afterEach(async ({ env }) => {
  await controlSimulator(env.E2E_SIM_URL, 'faults', {});
});

test('when the broker fails, the quote says so and Retry recovers once it answers again', async ({ app, env }) => {
  // Every HTTP call fails until cleared: more than the BFF's retries of a GET, and the streaming
  // subscribe calls too, so no streamed price stands in for the failed snapshot.
  await controlSimulator(env.E2E_SIM_URL, 'faults', { fail5xx: 100_000 });
  await app.goto(`${env.E2E_BASE_URL}/?symbol=KO&timespan=D`);
  const alert = app.getByTestId('quote-panel').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('');

  await controlSimulator(env.E2E_SIM_URL, 'faults', {});
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(app.getByTestId('quote-symbol')).toContainText('KO');
  await expect(app.getByTestId('quote-price')).toHaveAttribute('data-value', /^\d+\.\d+$/);
});
