# probe: constants of the string module
# inputs
n = 5
# body
import string
r_lower = string.ascii_lowercase[:n]
r_digits = string.digits
r_punct_len = len(string.punctuation)
r_template = string.Template("$who likes $what").substitute(who="tim", what="kung pao")
r_capwords = string.capwords("hello big world")
