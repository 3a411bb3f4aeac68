# probe: a metaclass whose hooks change how its classes behave (`__getitem__`, `__iter__`, `__len__`, `__contains__`, a property, `__getattr__`): the class's subscription, iteration, length, membership and attributes are the metaclass's, never CPython's TypeError or AttributeError for a plain class
# inputs
key = "b"
# body
class Table(type):
    def __getitem__(cls, k):
        return cls.items[k]
    def __iter__(cls):
        return iter(sorted(cls.items))
    def __len__(cls):
        return len(cls.items)
    def __contains__(cls, k):
        return k in cls.items
    @property
    def size(cls):
        return len(cls.items) * 10
    def __getattr__(cls, name):
        return name.upper()

class Backends(metaclass=Table):
    items = {"a": 1, "b": 2}

r_item = Backends[key]
r_iter = list(Backends)
r_len = len(Backends)
r_in = key in Backends
r_size = Backends.size
r_missing = Backends.whatever
r_own = Backends.items[key]
