# probe: str ordering by code point (case, accents, digits, prefixes), chained comparisons, sorted with key=str.lower/casefold/len, min/max
# inputs
words = ["banana", "Apple", "apple", "\u00e9clair", "10", "9", "", "a", "ab", "B"]
# body
r_sorted = sorted(words)
r_lower = sorted(words, key=str.lower)
r_casefold_rev = sorted(words, key=str.casefold, reverse=True)
r_len = sorted(words, key=len)
r_minmax = (min(words), max(words), min(words, key=len), max(words, key=str.lower))
r_chain = ("a" < "b" < "c", "a" < "B", "" < "a" <= "a", "Z" < "a" < "\u00e9")
r_eq = ("a" == "a", "a" != "A", "abc" > "ab", "abc" < "abd")
try:
    "a" < 1
    r_mixed = "ok"
except TypeError as e:
    r_mixed = type(e).__name__
r_eq_int = "1" == 1
