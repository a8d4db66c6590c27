export interface ChoosableFeature {
  id: number;
  title: string;
  isHeading: boolean;
}

export interface FeatureSection<F extends ChoosableFeature> {
  /** The heading the features sit under; null for those before the first heading. */
  heading: F | null;
  items: F[];
}

/** Features in table order, grouped under the headings of the comparison table. */
export function featureSections<F extends ChoosableFeature>(features: readonly F[]): FeatureSection<F>[] {
  const sections: FeatureSection<F>[] = [];
  for (const feature of features) {
    if (feature.isHeading) sections.push({ heading: feature, items: [] });
    else if (sections.length === 0) sections.push({ heading: null, items: [feature] });
    else sections[sections.length - 1].items.push(feature);
  }
  return sections;
}

/**
 * Ticks or clears every feature that can be ticked. Headings are not choices, so whatever the
 * plan already records for them is left as it is.
 */
export function setAllFeatures(selected: ReadonlySet<number>, features: readonly ChoosableFeature[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const feature of features) {
    if (feature.isHeading) continue;
    if (on) next.add(feature.id);
    else next.delete(feature.id);
  }
  return next;
}

export function toggleFeature(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
