# probe: assigning a list to an exception's args stores a tuple
# inputs
v = 5
# body
e = ValueError(v)
e.args = [1, v]
r_args = e.args
