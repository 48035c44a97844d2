import { expect, test } from 'vitest';
import { speechRate, storedSpeed, storeSpeed } from './reading-speed.ts';
import { fakeVoice } from './testing/fake-speech-engine.ts';
import { pickVoice, voiceStatus, type SpeechVoice } from './voice-choice.ts';

const network = (voice: SpeechVoice): SpeechVoice => ({ ...voice, localService: false });

test('a pt-BR text gets a Brazilian voice, written pt-BR or pt_BR, before one from Portugal', () => {
  const portugal = fakeVoice('pt-PT');
  expect(pickVoice([portugal, fakeVoice('pt-BR', 'Luciana')], 'pt-BR')?.name).toBe('Luciana');
  expect(pickVoice([portugal, fakeVoice('pt_BR', 'Android')], 'pt-BR')?.name).toBe('Android');
  expect(pickVoice([fakeVoice('en-GB'), portugal], 'pt-BR')).toBe(portugal);
  expect(pickVoice([fakeVoice('en-GB'), fakeVoice('es-ES')], 'pt-BR')).toBeUndefined();
});

test('an en text gets any English voice, one on the device before a network one', () => {
  const google = network(fakeVoice('en-US', 'Google US English'));
  const daniel = fakeVoice('en-GB', 'Daniel');
  expect(pickVoice([fakeVoice('pt-BR'), google, daniel], 'en')).toBe(daniel);
  expect(pickVoice([google], 'en')).toBe(google);
});

test('the status: no speech, still loading, a voice, or none for the language', () => {
  const ask = (supported: boolean, voices: SpeechVoice[], gaveUpWaiting = false) =>
    voiceStatus({ supported, voices, lang: 'pt-BR', gaveUpWaiting });
  expect(ask(false, [fakeVoice('pt-BR')])).toBe('unsupported');
  expect(ask(true, [])).toBe('loading');
  expect(ask(true, [], true)).toBe('no-voice');
  expect(ask(true, [fakeVoice('en-GB')])).toBe('no-voice');
  expect(ask(true, [fakeVoice('en-GB'), fakeVoice('pt-BR')])).toBe('ready');
});

test('slower is 0.75 of the normal rate, remembered on the device', () => {
  expect(speechRate('normal')).toBe(1);
  expect(speechRate('slow')).toBe(0.75);
  expect(storedSpeed()).toBe('normal');
  storeSpeed('slow');
  expect(storedSpeed()).toBe('slow');
  localStorage.setItem('ths:readAloudRate', 'very fast');
  expect(storedSpeed()).toBe('normal');
});
