import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: 'unit',
					include: ['test/unit/**/*.test.ts'],
					// Some tests diagnose the whole corpus (1,700 pastes): seconds on a busy two-core machine.
					testTimeout: 20_000,
				},
			},
			{
				test: {
					// The standalone CLI built, packed, installed offline and run under the machine's Node.
					name: 'package',
					include: ['test/package/**/*.test.ts'],
					testTimeout: 60_000,
					hookTimeout: 120_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['test/browser/**/*.test.ts'],
					// One Chromium per file; two cores, so files run one or two at a time.
					maxWorkers: 2,
					testTimeout: 60_000,
					hookTimeout: 180_000,
				},
			},
		],
	},
});
