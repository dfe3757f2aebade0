/**
 * WCAG contrast between two computed CSS colours (`rgb(...)`/`rgba(...)`), for checks that axe
 * cannot make, such as a printed page.
 */

/** The contrast ratio of two opaque colours as `getComputedStyle` writes them. */
export function contrastRatio(foreground: string, background: string): number {
	const [a, b] = [luminance(foreground), luminance(background)];
	return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function luminance(color: string): number {
	const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
		const channel = Number(part) / 255;
		return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
