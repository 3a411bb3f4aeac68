# probe: a subclass class attribute named like a builtin exception field (args, __cause__, __context__) read through an instance; assignment on the instance then reading again
# inputs
v = 1
# body
class WithCause(Exception):
    __cause__ = "class cause"
class WithArgs(ValueError):
    args = ["list args"]
a = WithCause(v)
b = WithArgs(v)
r_cause = a.__cause__
r_args = b.args
b.args = (v, v)
r_args_set = (b.args, WithArgs.args)
try:
    raise a from KeyError(v)
except WithCause as e:
    r_cause_after = (type(e.__cause__).__name__, e.__suppress_context__)
