# probe: slice objects: attributes, indices(), use as a subscript
# inputs
start = 1
stop = 8
# body
s = slice(start, stop, 2)
r_attrs = (s.start, s.stop, s.step)
r_use = list(range(10))[s]
r_indices = slice(None, None, -1).indices(5)
r_one_arg = slice(3)
r_one_arg_attrs = (r_one_arg.start, r_one_arg.stop)
r_str = "abcdefgh"[slice(None, None, 3)]
