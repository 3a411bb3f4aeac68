# probe: *args and **kwargs forwarding: a ** key clashing with an explicit keyword or a positional, the kwargs dict being a fresh copy, args a tuple, ordering of **, non-string keys refused
# inputs
opts = {"c": 3, "d": 4}
extra = [5, 6]
# body
def collect(*args, **kwargs):
    return args, kwargs
args, kwargs = collect(1, *extra, 2, **opts, e=5)
r_args = args
r_kwargs = sorted(kwargs.items())
r_order = list(kwargs)
r_types = (type(args).__name__, type(kwargs).__name__)
_, k2 = collect(**opts)
k2["c"] = 99
r_copy = (opts["c"], k2 is opts)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_clash_explicit = err(lambda: collect(c=1, **opts))
r_clash_two_dicts = err(lambda: collect(**opts, **{"d": 0}))
r_nonstr_key = err(lambda: collect(**{1: 2}))
def pos(c, d=0):
    return (c, d)
r_positional_clash = err(lambda: pos(1, **opts))
r_dict_fills_positional = pos(**opts)
r_kw_order_all = list(collect(z=1, **{"a": 2}, m=3)[1])
def forward(*a, **k):
    return pos(*a, **k)
r_forward = forward(**opts)
r_forward_err = err(lambda: forward(1, 2, 3))
r_star_string = collect(*"ab")[0]
r_star_dict = collect(*opts)[0]
r_star_not_iterable = err(lambda: collect(*5))
r_dstar_not_mapping = err(lambda: collect(**[1]))
