# probe: argparse actions a harness uses: store_true, append, nargs="+" with type=int, count, set_defaults, positional
# inputs
sizes = ["1", "8", "64"]
verbose = 2
# body
import argparse
p = argparse.ArgumentParser()
p.add_argument("op")
p.add_argument("--batch-sizes", nargs="+", type=int, default=[1])
p.add_argument("--cuda-graph", action="store_true")
p.add_argument("--no-refcheck", dest="refcheck", action="store_false")
p.add_argument("--tag", action="append")
p.add_argument("-v", action="count", default=0)
p.set_defaults(gpu="H100")
argv = ["gemm", "--batch-sizes", *sizes, "--tag", "a", "--tag", "b"] + ["-v"] * verbose
a = p.parse_args(argv)
r_op = a.op
r_bs = a.batch_sizes
r_sum = sum(a.batch_sizes)
r_graph = a.cuda_graph
r_refcheck = a.refcheck
r_tags = a.tag
r_v = a.v
r_gpu = a.gpu
b = p.parse_args(["attention", "--cuda-graph", "--no-refcheck"])
r_b = (b.op, b.batch_sizes, b.cuda_graph, b.refcheck, b.tag, b.v)
