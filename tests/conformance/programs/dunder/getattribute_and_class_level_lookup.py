# probe: __getattribute__ is bypassed by implicit dunder calls; class-level lookups ignore the class's own __getattr__ but use the metaclass's; super() has no __getattr__
# inputs
n = 2
# body
seen = []
class Spy:
    def __init__(self):
        self.items = [1] * n
    def __getattribute__(self, name):
        if name != "__class__":
            seen.append(name)
        return super().__getattribute__(name)
    def __len__(self):
        return 7
    def size(self):
        return len(self.items)
s = Spy()
seen.clear()
r_len = len(s)
r_seen_len = list(seen)
r_size = s.size()
r_seen_size = list(seen)
class Lazy:
    def __getattr__(self, name):
        return "inst " + name
try:
    Lazy.missing
except AttributeError as e:
    r_class_miss = str(e)
r_inst_miss = Lazy().missing
class Meta(type):
    def __getattr__(cls, name):
        return "meta " + name
class WithMeta(metaclass=Meta):
    real = 1
r_meta = (WithMeta.missing, WithMeta.real)
try:
    WithMeta().missing
except AttributeError as e:
    r_meta_inst = str(e)
class Child(Lazy):
    def __getattr__(self, name):
        if name == "up":
            return super().__getattr__(name)
        return "child " + name
r_child = (Child().x, Child().up)
class NoBase:
    def __getattr__(self, name):
        return super().__getattr__(name)
try:
    NoBase().x
except AttributeError as e:
    r_super_getattr = str(e)
class WriteOnly:
    x = property(None, lambda self, v: None)
try:
    WriteOnly().x
except AttributeError as e:
    r_no_getter = str(e)
class Priv:
    def __init__(self):
        self.__secret = n
    def peek(self):
        return self.__secret
p = Priv()
r_mangled = (p.peek(), getattr(p, "_Priv__secret"), hasattr(p, "__secret"), sorted(vars(p)))
