# probe: str * int (zero, negative, bool, big), str comparisons by code point, sorting mixed case, and the TypeErrors
# inputs
s = "ab"
n = 3
# body
r_mul = (s * 0, s * -1, s * n, n * s, s * True, s * False, "" * 1000)
r_cmp = ("a" < "B", "B" < "a", "abc" < "abd", "ab" < "abc", "" < "a", "Z" < "a", "\u00e9" > "z", "10" < "9", "a" == "a\u0000", "\uffff" < "\U00010000")
r_sorted = sorted(["b", "A", "a", "B", "_", "1", "\u00c9"])
r_minmax = (max("bf16"), min("bf16"), max(["fp8", "fp16", "bf16"]), min(["fp8", "fp16", "bf16"], key=len))
r_chain = "a" < "b" < "c" > "B"
try:
    s * 2.0
except TypeError as e:
    r_float = str(e)
try:
    s * "2"
except TypeError as e:
    r_str = str(e)
try:
    s < 1
except TypeError as e:
    r_lt = str(e)
try:
    s + 1
except TypeError as e:
    r_add = str(e)
try:
    1 + s
except TypeError as e:
    r_radd = str(e)
