# probe: pairing sweep lists: zip truncating silently, zip(strict=True) raising ValueError (after yielding the pairs it could), itertools.zip_longest with fillvalue, enumerate(start=1) for run ids
# inputs
batch_sizes = [1, 8, 64]
seq_lens = [128, 4096]
# body
import itertools
r_zip = list(zip(batch_sizes, seq_lens))
got = []
try:
    for pair in zip(batch_sizes, seq_lens, strict=True):
        got.append(pair)
    r_strict = "ok"
except ValueError as e:
    r_strict = type(e).__name__
r_got_before_error = got
r_longest = list(itertools.zip_longest(batch_sizes, seq_lens, fillvalue=None))
r_ids = [f"run{i}_{b}" for i, b in enumerate(batch_sizes, start=1)]
r_strict_ok = list(zip(seq_lens, seq_lens[::-1], strict=True))
r_unzip = list(zip(*r_zip))
r_chain = list(itertools.chain.from_iterable([[b] * 2 for b in batch_sizes]))
