# probe: zip(*rows) transposing report rows into columns; ragged rows truncate, strict=True refuses; columns to dict by header
# inputs
rows = [("op", "ms"), ("gemm", 1.5), ("attn", 2.5)]
extra = ("conv",)
# body
cols = list(zip(*rows))
r_cols = cols
header, *data = rows
r_by_name = dict(zip(header, zip(*data)))
ragged = rows + [extra]
r_ragged = list(zip(*ragged))
try:
    list(zip(*ragged, strict=True))
    r_err = "ok"
except ValueError as e:
    r_err = type(e).__name__
r_empty = list(zip(*[]))
r_back = list(zip(*cols)) == rows
r_lens = [len(c) for c in cols]
