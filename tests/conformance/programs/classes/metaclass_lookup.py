# probe: names read through a class a metaclass made: the class's own first, then its bases', then the metaclass's (a method bound to the class, a class method to the metaclass, a static method as is, a value); an instance never reads the metaclass's; a metaclass's `__call__` that makes the instance through `super().__call__`
# inputs
n = 3
# body
class Meta(type):
    label = "meta"
    shared = "from meta"
    def tag(cls):
        return "tag:" + cls.__name__
    @classmethod
    def which(mcs):
        return mcs.__name__
    @staticmethod
    def double(x):
        return x * 2
    def __call__(cls, *args, **kwargs):
        obj = super().__call__(*args, **kwargs)
        obj.made_by = "Meta"
        return obj

class Base(metaclass=Meta):
    shared = "from class"
    def __init__(self, k):
        self.k = k

class Child(Base):
    pass

r_label = Child.label
r_shared = Child.shared
r_tag = Child.tag()
r_which = Child.which()
r_double = Child.double(n)
c = Child(n)
r_k = c.k
r_made_by = c.made_by
r_has = hasattr(Child, "tag")
r_inst_has = hasattr(c, "tag")
try:
    c.label
    r_inst = "found"
except AttributeError:
    r_inst = "AttributeError"
r_type = type(Child) is Meta
r_meta_of_meta = type(Meta) is type
