# probe: an exception in __set_name__ is wrapped in RuntimeError by CPython 3.11 (3.12 lets it through with a note)
# inputs
v = 1
# body
class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("no")
try:
    class C:
        field = Bad()
    r = "ok"
except Exception as e:
    r = type(e).__name__
