# probe: len() of each container kind and of a user __len__
# inputs
s = "hello"
d = {"a": 1}
# body
r_str = len(s)
r_dict = len(d)
r_list = len([1, [2, 3]])
r_tuple = len(())
r_set = len({1, 2, 2})
r_range = len(range(0, 10, 3))
r_bytes = len(b"ab")
r_unicode = len("日本")
class L:
    def __len__(self):
        return 3
r_user = len(L())
try:
    len(5)
except TypeError as e:
    r_bad = type(e).__name__
