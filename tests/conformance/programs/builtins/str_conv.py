# probe: str() of values of every kind
# inputs
n = 12
f = 0.5
# body
r_int = str(n)
r_float = str(f)
r_float_int = str(2.0)
r_big_float = str(1e22)
r_small_float = str(1e-5)
r_none = str(None)
r_bool = str(True)
r_list = str([1, "a"])
r_tuple = str((1,))
r_dict = str({"a": None})
r_empty = str()
r_bytes = str(b"ab")
r_neg = str(-n)
class C:
    def __str__(self):
        return "C!"
r_user = str(C())
