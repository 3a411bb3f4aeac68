# probe: __bool__ wins over __len__; __len__ alone decides truth; __bool__ returning non-bool raises TypeError; __len__ negative raises ValueError, non-int TypeError; neither means true
# inputs
n = 0
# body
class Both:
    def __bool__(self):
        return True
    def __len__(self):
        return 0
class LenOnly:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class BadBool:
    def __bool__(self):
        return 1
class NegLen:
    def __len__(self):
        return -1
class StrLen:
    def __len__(self):
        return "3"
class FloatLen:
    def __len__(self):
        return 2.0
r_both = (bool(Both()), len(Both()))
r_len = (bool(LenOnly(n)), bool(LenOnly(n + 2)), "yes" if LenOnly(n) else "no")
r_neither = bool(object())
errs = []
for obj, how in [(BadBool(), bool), (NegLen(), bool), (NegLen(), len), (StrLen(), len), (FloatLen(), bool)]:
    try:
        how(obj)
        errs.append("ok")
    except (TypeError, ValueError) as e:
        errs.append(type(e).__name__)
r_errs = errs
r_not = [not LenOnly(n), not Both()]
r_and = LenOnly(n) and "second"
r_or = type(LenOnly(n) or LenOnly(5)).__name__
