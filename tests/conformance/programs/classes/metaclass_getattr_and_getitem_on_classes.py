# probe: metaclass __getattr__ for missing class attributes; metaclass __getitem__ beats __class_getitem__; metaclass __len__/__iter__/__contains__ on class
# inputs
key = "k"
# body
class Meta(type):
    def __getattr__(cls, name):
        return ("meta-getattr", name)
    def __getitem__(cls, item):
        return ("meta-getitem", item)
    def __len__(cls):
        return 3
    def __iter__(cls):
        return iter(["a", "b"])
    def __contains__(cls, x):
        return x == key
class C(metaclass=Meta):
    present = 1
    def __class_getitem__(cls, item):
        return ("cgi", item)
r_missing = C.missing
r_present = C.present
r_item = C[key]
r_len = len(C)
r_list = list(C)
r_in = (key in C, "z" in C)
r_bool = bool(C)
try:
    C().missing
except AttributeError as e:
    r_inst = type(e).__name__
r_hasattr = hasattr(C, "anything")
