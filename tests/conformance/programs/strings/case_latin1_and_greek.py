# probe: lower/upper/casefold of Latin-1 letters, sharp s, micro sign, dotted I, final sigma, ligatures
# inputs
s = "Stra\u00dfe \u00b5 \u00c0\u00ff"
greek = "\u039f\u0394\u039f\u03a3"
# body
r_lower = s.lower()
r_upper = s.upper()
r_casefold = s.casefold()
r_eq_fold = "STRASSE".casefold() == s.split()[0].casefold()
r_sigma = greek.lower()
r_sigma_mid = (greek + "A").lower()
r_dotted = ("\u0130".lower(), len("\u0130".lower()))
r_lig = ("\ufb03".upper(), "\u0149".upper())
r_len_upper = len("\u00df".upper())
r_isupper = ("\u00c0".isupper(), "\u00df".islower())
