# probe: dict literal and constructor with equal keys of different types: first key object kept, last value wins, position of first
# inputs
one = 1
# body
d = {one: "int", "x": 0, 1.0: "float", True: "bool"}
r_d = d
r_key_types = [type(k).__name__ for k in d]
d2 = dict([(True, "a"), ("y", 1), (one, "b")])
r_d2 = (d2, [type(k).__name__ for k in d2])
d3 = {**{one: "a"}, **{1.0: "b"}}
r_d3 = (d3, [type(k).__name__ for k in d3])
d4 = {0: "z", False: "f", 0.0: "g", -0.0: "h"}
r_d4 = (d4, [type(k).__name__ for k in d4])
d5 = {"k": 1}
del d5["k"]
d5[1.0] = "x"
d5[one] = "y"
r_d5 = (d5, [type(k).__name__ for k in d5])
r_eq = {1: "a"} == {1.0: "a"}
