# probe: str * int/bool/negative, int * str, += on str through an alias (a new object), the TypeErrors of str + int and str * float
# inputs
s = "ab"
n = 3
# body
r_mul = (s * n, n * s, s * 0, s * -2, s * True, False * s, "" * 100)
alias = s
alias += "c"
r_alias = (s, alias, alias is s)
acc = ""
for k in range(n):
    acc += str(k) * k
r_acc = acc
t = s
t *= 2
r_imul = (s, t)
errs = []
for call in (lambda: s + 1, lambda: 1 + s, lambda: s * 2.0, lambda: s * "2", lambda: s - "a", lambda: -s, lambda: s * None):
    try:
        call()
        errs.append("ok")
    except TypeError as e:
        errs.append(type(e).__name__)
r_errs = errs
