/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		/** The checks of the runbook being rendered, so `<Check id>` in MDX can find its title. Set by the page. */
		runbook?: Pick<import('./schemas/runbook.ts').Runbook, 'checks' | 'retiredChecks'> & { slug: string };
	}
}
