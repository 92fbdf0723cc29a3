// Apart from member-groups.ts, whose lists only the build reads: this is what every page's start runs.

/** The two parts as the whole catalogue again: a group both carry (`errors`) is joined, not replaced. */
export function joinCatalogueParts(
  visitor: Record<string, unknown>,
  member: Record<string, unknown>,
): Record<string, unknown> {
  const joined = { ...visitor, ...member };
  for (const group of Object.keys(member))
    if (group in visitor)
      joined[group] = { ...(visitor[group] as Record<string, unknown>), ...(member[group] as Record<string, unknown>) };
  return joined;
}
