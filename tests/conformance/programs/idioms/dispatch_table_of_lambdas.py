# probe: a dict of lambdas as a dispatch table: lookup then call, unknown op via get with a default, table mutated after a function captured it, KeyError for a missing op
# inputs
a = 7
b = 3
op = "-"
# body
OPS = {
    "+": lambda x, y: x + y,
    "-": lambda x, y: x - y,
    "*": lambda x, y: x * y,
    "//": lambda x, y: x // y,
}
r_one = OPS[op](a, b)
r_all = {k: f(a, b) for k, f in OPS.items()}
r_default = OPS.get("%", lambda x, y: None)(a, b)
def apply(name):
    return OPS[name](a, b)
sub = OPS["-"]
OPS["-"] = lambda x, y: "replaced"
r_after_replace = (apply("-"), sub(a, b))
try:
    apply("**")
except KeyError as e:
    r_missing = (type(e).__name__, e.args[0])
try:
    OPS["//"](a, 0)
except ZeroDivisionError as e:
    r_zero = type(e).__name__
OPS.update({"max": max})
r_builtin = OPS["max"](a, b)
chain = [OPS["+"], OPS["*"]]
r_chain = [f(a, b) for f in chain]
del OPS["+"]
r_chain_after_del = chain[0](a, b)
r_keys = sorted(OPS)
