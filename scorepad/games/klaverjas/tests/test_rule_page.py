"""Klaverjas's rule page in its own language: a Dutch word finds the Dutch text."""

from rules import search


def test_a_dutch_word_typed_in_english_finds_the_dutch_text_first():
    assert search.search("ondertroeven", "en").hits[0].section.language == "nl"
