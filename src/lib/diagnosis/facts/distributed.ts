/**
 * Facts from NCCL and torch.distributed errors: the collective that timed out (op, sequence
 * number, timeout, how long it ran, which ranks reported it), NCCL's result and version, the
 * "Last error" line, the first NCCL WARN, and store/rendezvous waits.
 */
import type { FactParser, Facts } from './types.ts';

const WATCHDOG = /WorkNCCL\(SeqNum=(\d+), OpType=(\w+)(?:, NumelIn=(\d+), NumelOut=(\d+))?(?:[^)]{0,200}?)?, Timeout\(ms\)=(\d+)\)(?: ran for (\d+) milliseconds before timing out)?/;
const RANK = /\[Rank (\d+)\][^\n]{0,200}?(?:Watchdog caught collective operation timeout|timed out)/gi;
const VERSION = /NCCL version (\d+\.\d+\.\d+)/i;
const RESULT = /\b(nccl(?:UnhandledCudaError|SystemError|InternalError|InvalidArgument|InvalidUsage|RemoteError|InProgress|Timeout))\b/;
const LAST_ERROR = /Last error:[ \t]{0,20}\n?[ \t]{0,20}([^\n]{3,300})/;
const WARN = /NCCL WARN ([^\n]{3,300})/;
const STORE = /Timed out after (\d+) seconds waiting for clients\. (\d+)\/(\d+) clients joined/i;

/** The distributed fact parser. */
export const distributedFacts: FactParser = {
	family: 'distributed-nccl',
	parse(text) {
		if (!/nccl|WorkNCCL|distributed|rendezvous|clients joined|ProcessGroup/i.test(text)) return null;
		const facts: Facts = {};
		const watchdog = WATCHDOG.exec(text);
		if (watchdog) {
			facts.op = watchdog[2];
			facts.seqNum = Number(watchdog[1]);
			if (watchdog[3] !== undefined) facts.numelIn = Number(watchdog[3]);
			facts.timeoutMs = Number(watchdog[5]);
			if (watchdog[6] !== undefined) facts.ranForMs = Number(watchdog[6]);
		}
		const ranks = [...new Set([...text.matchAll(RANK)].map((m) => Number(m[1])))].sort((a, b) => a - b);
		if (ranks.length === 1) facts.rank = ranks[0];
		if (ranks.length > 1) facts.ranks = ranks.join(' ');
		const version = VERSION.exec(text);
		if (version) facts.ncclVersion = version[1];
		const result = RESULT.exec(text);
		if (result) facts.ncclResult = result[1];
		const lastError = LAST_ERROR.exec(text);
		if (lastError) facts.lastError = lastError[1].trim();
		const warn = WARN.exec(text);
		if (warn) facts.firstWarning = warn[1].trim();
		const store = STORE.exec(text);
		if (store) {
			facts.storeWaitSeconds = Number(store[1]);
			facts.clientsJoined = Number(store[2]);
			facts.clientsExpected = Number(store[3]);
		}
		return Object.keys(facts).length ? facts : null;
	},
};
