/**
 * The chart's indicators, loaded only when a chart has one or the trader opens their menu: the
 * engine (and its library), the layer that draws them, the menu and the legend stay off the
 * first screen (docs/chart-research.md#on-the-chart).
 */
export async function loadIndicatorKit() {
  const [layer, menu, legend, catalog] = await Promise.all([
    import('../components/indicator-layer'),
    import('../components/indicator-menu'),
    import('../components/indicator-legend'),
    import('./indicator-catalog'),
  ]);
  return {
    createLayer: () => layer.createIndicatorLayer(catalog.indicatorEngine),
    IndicatorMenu: menu.IndicatorMenu,
    IndicatorLegend: legend.IndicatorLegend,
    readSpecs: catalog.readSpecs,
    indicatorColumns: catalog.indicatorColumns,
  };
}

export type IndicatorKit = Awaited<ReturnType<typeof loadIndicatorKit>>;
