# probe: deriving the op and the report stem from a config path the way benchmark.py does (normpath, dirname, basename, splitext), with odd paths: no folder, trailing slash, ./ and .. parts, double extension
# inputs
paths = ["attention/decode_c16_gqa8_bf16.yaml", "gemm/dense.yaml", "dense.yaml", "./gemm//x.y.yaml", "gemm/../attention/p.yml", "gemm/"]
# body
import os
OPS = {"attention", "gemm"}
out = []
for p in paths:
    op = os.path.basename(os.path.dirname(os.path.normpath(p)))
    stem = os.path.splitext(os.path.basename(p))[0]
    out.append((op, stem, op in OPS))
r_out = out
r_norm = [os.path.normpath(p) for p in paths]
r_split = os.path.split("gemm/dense.yaml")
r_splitext_dot = [os.path.splitext(x) for x in (".hidden", "a.", "a.b.c", "noext")]
r_join = os.path.join("configs", "gemm", "dense.yaml")
r_join_abs = os.path.join("configs", "/abs", "x")
r_report = f"{out[0][0]}_{out[0][1]}"
