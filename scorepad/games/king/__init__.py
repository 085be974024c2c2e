"""King (Rıfkı), the Turkish game of six negatives and koz for four players, no teams:
``engine`` (its rules, plain Python: the declarers, the contracts still open to each, the checks
of a deal in their order, the scores and King)."""
