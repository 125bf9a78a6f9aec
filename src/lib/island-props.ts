/**
 * An island's props travel with it: its element names (`data-props`) the id of the JSON block that holds them
 * (src/components/island.tsx writes both). A missing or unreadable block is an error, never an island started with no props.
 */

/** The block's id: the island's name and a hash of its JSON, so two islands on a page never share one by mistake. */
export function propsId(name: string, json: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: short, and the same on every build for the same props
  for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  return `${name}-props-${(hash >>> 0).toString(36)}`;
}

/** The props of an island's element, read from the block it names; throws when there is none or it is not JSON. */
export function islandProps(element: HTMLElement): object {
  const id = element.dataset.props;
  const block = id ? element.ownerDocument.getElementById(id) : null;
  if (!block || block.getAttribute("type") !== "application/json") {
    throw new Error(`La isla «${element.dataset.island}» no tiene sus props (data-props="${id ?? ""}").`);
  }
  try {
    return JSON.parse(block.textContent ?? "") as object;
  } catch (error) {
    throw new Error(`Las props de la isla «${element.dataset.island}» (#${id}) no son JSON: ${String(error)}`, { cause: error });
  }
}
