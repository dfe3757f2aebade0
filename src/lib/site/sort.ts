/** Orders runbooks for every list on the site: by `order`, then by title. */
export function sortRunbooks<T extends { data: { order: number; title: string } }>(runbooks: T[]): T[] {
	return [...runbooks].sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
