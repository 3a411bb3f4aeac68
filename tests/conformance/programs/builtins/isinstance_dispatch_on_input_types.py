# probe: isinstance/type dispatch over inputs of different types (bool is an int, a str, a list, a dict, None) inside a function; result lists and counts by type name
# inputs
a = True
b = 0
c = "1"
d = [1]
e = {"k": 1}
# body
def kind(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, (str, bytes)):
        return "text"
    if isinstance(v, (list, tuple)):
        return "seq"
    if v is None:
        return "none"
    return type(v).__name__
vals = [a, b, c, d, e, None]
r_kinds = [kind(v) for v in vals]
r_types = [type(v).__name__ for v in vals]
r_int_like = [v for v in vals if isinstance(v, int)]
counts = {}
for v in vals:
    counts[kind(v)] = counts.get(kind(v), 0) + 1
r_counts = counts
r_sum_ints = sum(r_int_like)
r_true_eq = a == 1 and type(a) is not int
