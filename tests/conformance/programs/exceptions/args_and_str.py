# probe: e.args, str(e) and repr(e) of built-in exceptions with 0, 1 and 2 arguments
# inputs
msg = "bad value"
# body
e0 = ValueError()
e1 = ValueError(msg)
e2 = ValueError(msg, 3)
r_args = (e0.args, e1.args, e2.args)
r_str = (str(e0), str(e1), str(e2))
r_repr = (repr(e0), repr(e1))
k = KeyError("key")
r_key_str = str(k)
r_key_args = k.args
try:
    {}["missing"]
except KeyError as e:
    r_caught_str = str(e)
try:
    int("x")
except ValueError as e:
    r_int_msg = str(e)
try:
    [][0]
except IndexError as e:
    r_index_msg = str(e)
