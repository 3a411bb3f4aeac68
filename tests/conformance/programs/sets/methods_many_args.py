# probe: union/intersection/difference/issubset with zero, one and several iterables of mixed kinds (str, dict, range, generator); operators refuse non-sets
# inputs
devices = {"cuda:0", "cuda:1", "cpu"}
wanted = ["cpu", "mps"]
# body
r_union_none = sorted(devices.union())
r_inter_none = sorted(devices.intersection())
r_inter_many = sorted(devices.intersection(wanted, ["cpu"], {"cpu": 0}))
r_inter_empty = devices.intersection(wanted, [])
r_diff_many = sorted(devices.difference(wanted, ["cuda:0"]))
r_sym = sorted(devices.symmetric_difference(wanted))
r_subset = (devices.issubset(list(devices) + wanted), {"c"}.issubset("cpu"), set().issuperset(""), devices.issuperset(range(0)))
r_disjoint = (devices.isdisjoint("cpu"), devices.isdisjoint(wanted), set("ab").isdisjoint("cd"))
r_ints = sorted({1, 2}.union(range(3), [5.0]))
def attempt(f):
    try:
        return f()
    except TypeError as e:
        return type(e).__name__
r_op_list = attempt(lambda: devices | wanted)
r_op_lt_list = attempt(lambda: devices <= wanted)
r_op_str = attempt(lambda: devices - "cpu")
r_method_int = attempt(lambda: devices.union(wanted, 5))
r_unhashable_arg = attempt(lambda: devices.intersection([["cpu"]]))
r_unhashable_diff = attempt(lambda: devices.difference([["cpu"]]))
r_unhashable_sub = attempt(lambda: devices.issubset([["x"]]))
r_union_many = sorted(devices.union(wanted, {"tpu": 1}, (d for d in ["xla"])))
