# probe: isdigit, isalpha, isalnum, isspace, isupper, islower, isidentifier, isdecimal, isnumeric, istitle
# inputs
vals = ["123", "abc", "a1", " ", "", "ABC", "abc ", "_x1", "1x", "²", "Ab Cd", "-1"]
# body
r_digit = [v.isdigit() for v in vals]
r_alpha = [v.isalpha() for v in vals]
r_alnum = [v.isalnum() for v in vals]
r_space = [v.isspace() for v in vals]
r_upper = [v.isupper() for v in vals]
r_lower = [v.islower() for v in vals]
r_ident = [v.isidentifier() for v in vals]
r_decimal = [v.isdecimal() for v in vals]
r_numeric = [v.isnumeric() for v in vals]
r_title = [v.istitle() for v in vals]
