# probe: inside a class, a bare private name read in a method is mangled too (a module global _A__g is what it reads), and so is a private parameter name (a keyword call must use the mangled name)
# inputs
v = 1
# body
__g = "module __g"
_A__g = "module _A__g"
class A:
    def read_global(self):
        return __g
    def param(self, __p=2):
        return __p
r_read_global = A().read_global()
r_param_default = A().param()
r_param_positional = A().param(v)
r_param_mangled_kw = A().param(_A__p=5)
try:
    A().param(__p=5)
except TypeError as e:
    r_param_written_kw = type(e).__name__
r_kw_not_mangled = (lambda **k: sorted(k))(__key=v)
