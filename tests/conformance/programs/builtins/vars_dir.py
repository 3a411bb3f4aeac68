# probe: vars() of an instance and dir() restricted to public names
# inputs
x = 1
# body
class P:
    cls_attr = 0
    def __init__(self):
        self.a = x
        self.b = "b"
    def method(self):
        pass
p = P()
r_vars = vars(p)
r_vars_is_dict = vars(p) is p.__dict__
r_dir = [n for n in dir(p) if not n.startswith("_")]
r_dir_class = [n for n in dir(P) if not n.startswith("_")]
