# probe: upper, lower, title, capitalize, swapcase, casefold
# inputs
s = "hello wORLD it's"
# body
r_upper = s.upper()
r_lower = s.lower()
r_title = s.title()
r_cap = s.capitalize()
r_swap = s.swapcase()
r_casefold = "Straße".casefold()
r_upper_eszett = "ß".upper()
r_title_digits = "1st place".title()
