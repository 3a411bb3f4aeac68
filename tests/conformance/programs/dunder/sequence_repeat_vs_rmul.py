# probe: [1] * obj prefers obj.__rmul__ over __index__; obj * [1] falls to sequence repeat via __index__ when __mul__ declines
# inputs
n = 2
# body
class Both:
    def __index__(self):
        return n
    def __rmul__(self, o):
        return ("rmul", o)
class IdxOnly:
    def __index__(self):
        return n
class Declines:
    def __mul__(self, o):
        return NotImplemented
    def __index__(self):
        return n + 1
r_list_both = [1] * Both()
r_str_both = "ab" * Both()
r_list_idx = [1] * IdxOnly()
r_idx_list = IdxOnly() * [0]
r_declines = Declines() * "x"
r_declines2 = [7] * Declines()
class NoIdx:
    pass
try:
    [1] * NoIdx()
except TypeError as e:
    r_noidx = type(e).__name__
r_tuple = (0,) * IdxOnly()
_l = [1, 2]
_l *= IdxOnly()
r_imul = _l
