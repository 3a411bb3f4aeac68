# probe: the caught exception is the very object raised; raising one instance twice; args changed between raises; with_traceback returns the instance; __traceback__ set once raised
# inputs
msg = "m"
# body
err = ValueError(msg)
try:
    raise err
except ValueError as e:
    r_same = e is err
r_tb_before = ValueError("x").__traceback__
r_tb_after = err.__traceback__ is not None
err.args = ("changed",)
try:
    raise err
except ValueError as e:
    r_again = (e is err, str(e))
r_with_tb = err.with_traceback(None) is err
class Collect(Exception):
    pass
bucket = []
for i in range(3):
    try:
        raise Collect(i)
    except Collect as e:
        bucket.append(e)
r_bucket = [b.args for b in bucket]
def raiser(exc):
    raise exc
try:
    raiser(KeyError)
except KeyError as e:
    r_class_raised = (type(e).__name__, e.args)
try:
    raise TypeError
except TypeError as e:
    r_bare_class = (str(e), repr(e))
try:
    raise 5
except TypeError as e:
    r_raise_int = str(e)
class NotExc:
    pass
try:
    raise NotExc
except TypeError as e:
    r_raise_plain_class = str(e)
class Factory(Exception):
    def __new__(cls, *a):
        inst = super().__new__(cls, *a)
        inst.made = True
        return inst
try:
    raise Factory("f")
except Factory as e:
    r_new = (e.made, e.args)
r_eq = (ValueError("a") == ValueError("a"), err == err)
