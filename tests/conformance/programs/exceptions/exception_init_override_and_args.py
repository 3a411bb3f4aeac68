# probe: an exception subclass overriding __init__ without calling super still has args from the constructor call; setting args; repr of exceptions; equality is identity
# inputs
a = 1
b = "two"
# body
class E(Exception):
    def __init__(self, x, y):
        self.x = x
class F(Exception):
    def __init__(self, x):
        super().__init__("custom", x)
e = E(a, b)
r_args = e.args
r_str = str(e)
f = F(a)
r_f = (f.args, str(f))
e.args = ("replaced",)
r_str_after = str(e)
r_repr = (repr(ValueError(b)), repr(ValueError(a, b)), repr(KeyError()))
r_eq = ValueError(b) == ValueError(b)
class G(Exception):
    def __str__(self):
        return "G:" + ",".join(map(str, self.args))
r_g = (str(G(a, b)), repr(G(a)))
r_empty_str = (str(Exception()), str(KeyError()), str(KeyError(b)))
