# probe: a private name (__x) assigned in a class body is stored mangled (_A__x): read back through self.__x in a method, through the mangled name from outside, not under its written name
# inputs
v = 1
# body
class A:
    __attr = v
    __table = {"k": v * 2}
    def read_attr(self):
        try:
            return self.__attr
        except AttributeError as e:
            return type(e).__name__
    def read_table(self):
        try:
            return A.__table["k"]
        except AttributeError as e:
            return type(e).__name__
r_read_attr = A().read_attr()
r_read_table = A().read_table()
r_written = hasattr(A, "__attr")
r_mangled = getattr(A, "_A__attr", "missing")
r_names = sorted(k for k in vars(A) if not k.startswith("__"))
class _Under:
    __x = 1
r_underscore = sorted(k for k in vars(_Under) if "x" in k)
