# probe: str() and repr() of None, bools, ints, floats at the repr switch points, containers nesting strings, empty containers
# inputs
vals = [None, True, -0, 10**15, 1e15, 1e16, 1e-4, 1e-5, 0.1 + 0.2, -0.0, 123456789.0, 2.5e-308]
# body
r_str = [str(v) for v in vals]
r_repr = [repr(v) for v in vals]
r_containers = [str(x) for x in ([], (), {}, [()], ((),), (1,), {"a": [1, "b"]}, [None, "x'y"], ("a",))]
r_nested_quotes = str(["it's", 'say "x"'])
r_str_str = (str("x"), repr("x"), str(repr("x")), repr(repr("x")))
r_empty_ctor = (str(), repr(""), str(""))
