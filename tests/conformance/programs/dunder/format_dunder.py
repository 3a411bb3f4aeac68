# probe: __format__ receives the format spec
# inputs
spec = "upper"
# body
class Word:
    def __init__(self, w):
        self.w = w
    def __format__(self, spec):
        return self.w.upper() if spec == "upper" else self.w
w = Word("hi")
r_spec = format(w, spec)
r_fstring = f"{w:upper}"
r_empty = f"{w}"
r_method = "{:upper}".format(w)
